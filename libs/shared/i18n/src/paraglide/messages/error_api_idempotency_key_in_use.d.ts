/**
* | output |
* | --- |
* | "This form is already being sent. Please wait a moment." |
*
* @param {Error_Api_Idempotency_Key_In_UseInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_idempotency_key_in_use: ((inputs?: Error_Api_Idempotency_Key_In_UseInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Idempotency_Key_In_UseInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Idempotency_Key_In_UseInputs = {};
