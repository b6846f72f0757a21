/**
* | output |
* | --- |
* | "privacy policy" |
*
* @param {Taxinfo_Consent_Privacy_LinkInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_consent_privacy_link: ((inputs?: Taxinfo_Consent_Privacy_LinkInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Consent_Privacy_LinkInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Consent_Privacy_LinkInputs = {};
