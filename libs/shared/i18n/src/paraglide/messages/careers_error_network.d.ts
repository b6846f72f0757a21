/**
* | output |
* | --- |
* | "Your application was not sent: we could not reach our server. Check your connection and try again; what you typed is kept." |
*
* @param {Careers_Error_NetworkInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const careers_error_network: ((inputs?: Careers_Error_NetworkInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Error_NetworkInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Error_NetworkInputs = {};
