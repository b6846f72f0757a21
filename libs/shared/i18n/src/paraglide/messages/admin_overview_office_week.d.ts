/**
* | output |
* | --- |
* | "this week at {office}" |
*
* @param {Admin_Overview_Office_WeekInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_overview_office_week: ((inputs: Admin_Overview_Office_WeekInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Overview_Office_WeekInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Overview_Office_WeekInputs = {
    office: NonNullable<unknown>;
};
