/**
* | output |
* | --- |
* | "Something went wrong. Please try again." |
*
* @param {Form_Error_UnknownInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const form_error_unknown: ((inputs?: Form_Error_UnknownInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Error_UnknownInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Error_UnknownInputs = {};
