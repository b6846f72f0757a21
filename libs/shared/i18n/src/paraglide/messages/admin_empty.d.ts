/**
* | output |
* | --- |
* | "Nothing matches these filters." |
*
* @param {Admin_EmptyInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_empty: ((inputs?: Admin_EmptyInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_EmptyInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_EmptyInputs = {};
