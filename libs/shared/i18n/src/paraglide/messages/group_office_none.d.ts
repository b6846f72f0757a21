/**
* | output |
* | --- |
* | "No preference" |
*
* @param {Group_Office_NoneInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const group_office_none: ((inputs?: Group_Office_NoneInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Group_Office_NoneInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Group_Office_NoneInputs = {};
