/**
* | output |
* | --- |
* | "{field} must be at least {min} characters." |
*
* @param {Form_Error_Too_ShortInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const form_error_too_short: ((inputs: Form_Error_Too_ShortInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Error_Too_ShortInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Error_Too_ShortInputs = {
    field: NonNullable<unknown>;
    min: NonNullable<unknown>;
};
