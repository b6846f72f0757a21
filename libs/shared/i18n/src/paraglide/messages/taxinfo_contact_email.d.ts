/**
* | output |
* | --- |
* | "Email" |
*
* @param {Taxinfo_Contact_EmailInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_contact_email: ((inputs?: Taxinfo_Contact_EmailInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Contact_EmailInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Contact_EmailInputs = {};
