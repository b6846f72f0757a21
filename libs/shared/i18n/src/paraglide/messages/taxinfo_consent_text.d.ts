/**
* | output |
* | --- |
* | "I agree that Huron Tax & Accounting may use this information to prepare my tax return and contact me about it, as described in the engagement terms and the {..." |
*
* @param {Taxinfo_Consent_TextInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_consent_text: ((inputs: Taxinfo_Consent_TextInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Consent_TextInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Consent_TextInputs = {
    privacy: NonNullable<unknown>;
};
