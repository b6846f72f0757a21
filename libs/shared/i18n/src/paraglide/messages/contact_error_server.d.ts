/**
* | output |
* | --- |
* | "Your message was not sent: our server had a problem. Please try again in a moment; what you typed is kept." |
*
* @param {Contact_Error_ServerInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const contact_error_server: ((inputs?: Contact_Error_ServerInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Error_ServerInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Error_ServerInputs = {};
