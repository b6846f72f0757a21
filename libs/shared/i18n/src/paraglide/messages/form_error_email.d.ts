/**
* | output |
* | --- |
* | "{field} must be an email address, like name@example.com." |
*
* @param {Form_Error_EmailInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const form_error_email: ((inputs: Form_Error_EmailInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Error_EmailInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Error_EmailInputs = {
    field: NonNullable<unknown>;
};
