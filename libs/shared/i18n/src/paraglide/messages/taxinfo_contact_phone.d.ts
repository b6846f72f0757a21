/**
* | output |
* | --- |
* | "Phone call" |
*
* @param {Taxinfo_Contact_PhoneInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_contact_phone: ((inputs?: Taxinfo_Contact_PhoneInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Contact_PhoneInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Contact_PhoneInputs = {};
