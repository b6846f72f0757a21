/**
* | output |
* | --- |
* | "Test mode — no card is charged" |
*
* @param {Payment_Test_BannerInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_test_banner: ((inputs?: Payment_Test_BannerInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Payment_Test_BannerInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Payment_Test_BannerInputs = {};
