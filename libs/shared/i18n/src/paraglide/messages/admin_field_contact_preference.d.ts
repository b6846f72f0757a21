/**
* | output |
* | --- |
* | "Contact preference" |
*
* @param {Admin_Field_Contact_PreferenceInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_contact_preference: ((inputs?: Admin_Field_Contact_PreferenceInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Field_Contact_PreferenceInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Field_Contact_PreferenceInputs = {};
