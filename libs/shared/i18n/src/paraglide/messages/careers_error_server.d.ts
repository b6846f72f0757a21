/**
* | output |
* | --- |
* | "Your application was not sent: our server had a problem. Please try again in a moment; what you typed is kept." |
*
* @param {Careers_Error_ServerInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const careers_error_server: ((inputs?: Careers_Error_ServerInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Error_ServerInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Error_ServerInputs = {};
