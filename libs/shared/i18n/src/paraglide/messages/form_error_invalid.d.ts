/**
* | output |
* | --- |
* | "{field} is not valid." |
*
* @param {Form_Error_InvalidInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const form_error_invalid: ((inputs: Form_Error_InvalidInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Error_InvalidInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Error_InvalidInputs = {
    field: NonNullable<unknown>;
};
