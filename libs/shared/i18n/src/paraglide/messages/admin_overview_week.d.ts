/**
* | output |
* | --- |
* | "this week" |
*
* @param {Admin_Overview_WeekInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_overview_week: ((inputs?: Admin_Overview_WeekInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Overview_WeekInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Overview_WeekInputs = {};
