/**
* | output |
* | --- |
* | "This form was already sent with different answers. Please reload the page to send it again." |
*
* @param {Error_Api_Idempotency_Key_ReusedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_idempotency_key_reused: ((inputs?: Error_Api_Idempotency_Key_ReusedInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Api_Idempotency_Key_ReusedInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Api_Idempotency_Key_ReusedInputs = {};
