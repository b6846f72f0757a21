/**
* | output |
* | --- |
* | "We could not reach our server. Check your connection and try again." |
*
* @param {Error_NetworkInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_network: ((inputs?: Error_NetworkInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_NetworkInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_NetworkInputs = {};
