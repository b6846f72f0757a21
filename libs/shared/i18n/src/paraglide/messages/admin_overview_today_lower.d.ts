/**
* | output |
* | --- |
* | "today" |
*
* @param {Admin_Overview_Today_LowerInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_overview_today_lower: ((inputs?: Admin_Overview_Today_LowerInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Overview_Today_LowerInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Overview_Today_LowerInputs = {};
