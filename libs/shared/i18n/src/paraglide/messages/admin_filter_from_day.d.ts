/**
* | output |
* | --- |
* | "From" |
*
* @param {Admin_Filter_From_DayInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_filter_from_day: ((inputs?: Admin_Filter_From_DayInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Filter_From_DayInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Filter_From_DayInputs = {};
