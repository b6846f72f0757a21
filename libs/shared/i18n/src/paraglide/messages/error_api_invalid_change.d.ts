/**
* | output |
* | --- |
* | "This change cannot be saved. Please check the fields and try again." |
*
* @param {Error_Api_Invalid_ChangeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_invalid_change: ((inputs?: Error_Api_Invalid_ChangeInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Invalid_ChangeInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Invalid_ChangeInputs = {};
