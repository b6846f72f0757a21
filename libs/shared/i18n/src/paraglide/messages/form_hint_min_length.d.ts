/**
* | output |
* | --- |
* | "At least {min} characters." |
*
* @param {Form_Hint_Min_LengthInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const form_hint_min_length: ((inputs: Form_Hint_Min_LengthInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Form_Hint_Min_LengthInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Form_Hint_Min_LengthInputs = {
    min: NonNullable<unknown>;
};
