/**
* | output |
* | --- |
* | "Contact messages" |
*
* @param {Admin_Contact_CaptionInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_contact_caption: ((inputs?: Admin_Contact_CaptionInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Contact_CaptionInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Contact_CaptionInputs = {};
