/**
* | output |
* | --- |
* | "send another link" |
*
* @param {Forgot_Send_AnotherInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const forgot_send_another: ((inputs?: Forgot_Send_AnotherInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forgot_Send_AnotherInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forgot_Send_AnotherInputs = {};
