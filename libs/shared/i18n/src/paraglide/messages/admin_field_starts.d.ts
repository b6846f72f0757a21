/**
* | output |
* | --- |
* | "Starts" |
*
* @param {Admin_Field_StartsInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_starts: ((inputs?: Admin_Field_StartsInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Field_StartsInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Field_StartsInputs = {};
