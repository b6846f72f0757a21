/**
* | output |
* | --- |
* | "Your registration was not sent: our server had a problem. Please try again in a moment; what you typed is kept." |
*
* @param {Group_Error_ServerInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const group_error_server: ((inputs?: Group_Error_ServerInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Group_Error_ServerInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Group_Error_ServerInputs = {};
