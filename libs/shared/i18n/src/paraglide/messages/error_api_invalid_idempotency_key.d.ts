/**
* | output |
* | --- |
* | "The form could not be sent as it was. Please reload the page and try again." |
*
* @param {Error_Api_Invalid_Idempotency_KeyInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_invalid_idempotency_key: ((inputs?: Error_Api_Invalid_Idempotency_KeyInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Invalid_Idempotency_KeyInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Invalid_Idempotency_KeyInputs = {};
