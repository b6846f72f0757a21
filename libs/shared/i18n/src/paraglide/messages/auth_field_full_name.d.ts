/**
* | output |
* | --- |
* | "Full name" |
*
* @param {Auth_Field_Full_NameInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const auth_field_full_name: ((inputs?: Auth_Field_Full_NameInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Field_Full_NameInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Field_Full_NameInputs = {};
