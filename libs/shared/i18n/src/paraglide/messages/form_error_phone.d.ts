/**
* | output |
* | --- |
* | "{field} must be a phone number, like (313) 555-0142." |
*
* @param {Form_Error_PhoneInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const form_error_phone: ((inputs: Form_Error_PhoneInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Error_PhoneInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Error_PhoneInputs = {
    field: NonNullable<unknown>;
};
