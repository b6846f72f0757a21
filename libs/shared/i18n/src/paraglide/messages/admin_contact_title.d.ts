/**
* | output |
* | --- |
* | "Contact messages" |
*
* @param {Admin_Contact_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_contact_title: ((inputs?: Admin_Contact_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Contact_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Contact_TitleInputs = {};
