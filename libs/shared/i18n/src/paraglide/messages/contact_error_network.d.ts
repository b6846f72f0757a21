/**
* | output |
* | --- |
* | "Your message was not sent: we could not reach our server. Check your connection and try again; what you typed is kept." |
*
* @param {Contact_Error_NetworkInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const contact_error_network: ((inputs?: Contact_Error_NetworkInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Error_NetworkInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Error_NetworkInputs = {};
