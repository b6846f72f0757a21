/**
* | output |
* | --- |
* | "You have already referred this friend." |
*
* @param {Error_Api_Already_ReferredInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_already_referred: ((inputs?: Error_Api_Already_ReferredInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Already_ReferredInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Already_ReferredInputs = {};
