/**
* | output |
* | --- |
* | "Message" |
*
* @param {Contact_Field_MessageInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const contact_field_message: ((inputs?: Contact_Field_MessageInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Field_MessageInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Field_MessageInputs = {};
