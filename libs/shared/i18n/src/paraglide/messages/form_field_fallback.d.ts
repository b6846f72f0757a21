/**
* | output |
* | --- |
* | "This field" |
*
* @param {Form_Field_FallbackInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const form_field_fallback: ((inputs?: Form_Field_FallbackInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Field_FallbackInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Field_FallbackInputs = {};
