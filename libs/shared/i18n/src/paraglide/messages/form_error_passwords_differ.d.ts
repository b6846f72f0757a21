/**
* | output |
* | --- |
* | "The two passwords do not match." |
*
* @param {Form_Error_Passwords_DifferInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const form_error_passwords_differ: ((inputs?: Form_Error_Passwords_DifferInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Error_Passwords_DifferInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Error_Passwords_DifferInputs = {};
