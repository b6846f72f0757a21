/**
* | output |
* | --- |
* | "Text message" |
*
* @param {Taxinfo_Contact_TextInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_contact_text: ((inputs?: Taxinfo_Contact_TextInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Contact_TextInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Contact_TextInputs = {};
