/**
* | output |
* | --- |
* | "Your registration was not sent: we could not reach our server. Check your connection and try again; what you typed is kept." |
*
* @param {Group_Error_NetworkInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const group_error_network: ((inputs?: Group_Error_NetworkInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Group_Error_NetworkInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Group_Error_NetworkInputs = {};
