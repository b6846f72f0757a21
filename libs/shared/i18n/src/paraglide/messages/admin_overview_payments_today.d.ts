/**
* | output |
* | --- |
* | "paid today in {count} payments" |
*
* @param {Admin_Overview_Payments_TodayInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_overview_payments_today: ((inputs: Admin_Overview_Payments_TodayInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Overview_Payments_TodayInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Overview_Payments_TodayInputs = {
    count: NonNullable<unknown>;
};
