/**
* | output |
* | --- |
* | "Today" |
*
* @param {Admin_Overview_TodayInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_overview_today: ((inputs?: Admin_Overview_TodayInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Overview_TodayInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Overview_TodayInputs = {};
