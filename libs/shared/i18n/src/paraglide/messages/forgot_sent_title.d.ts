/**
* | output |
* | --- |
* | "Check your inbox" |
*
* @param {Forgot_Sent_TitleInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const forgot_sent_title: ((inputs?: Forgot_Sent_TitleInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forgot_Sent_TitleInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forgot_Sent_TitleInputs = {};
