/**
* | output |
* | --- |
* | "{field} is required." |
*
* @param {Form_Error_RequiredInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const form_error_required: ((inputs: Form_Error_RequiredInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Error_RequiredInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Error_RequiredInputs = {
    field: NonNullable<unknown>;
};
