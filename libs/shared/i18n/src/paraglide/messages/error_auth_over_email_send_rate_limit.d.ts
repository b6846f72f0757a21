/**
* | output |
* | --- |
* | "We have sent several emails to this address already. Please wait a few minutes before asking again." |
*
* @param {Error_Auth_Over_Email_Send_Rate_LimitInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_over_email_send_rate_limit: ((inputs?: Error_Auth_Over_Email_Send_Rate_LimitInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Auth_Over_Email_Send_Rate_LimitInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Auth_Over_Email_Send_Rate_LimitInputs = {};
