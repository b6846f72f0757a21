/**
* | output |
* | --- |
* | "Your name" |
*
* @param {Group_Field_Contact_NameInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const group_field_contact_name: ((inputs?: Group_Field_Contact_NameInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Group_Field_Contact_NameInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Group_Field_Contact_NameInputs = {};
