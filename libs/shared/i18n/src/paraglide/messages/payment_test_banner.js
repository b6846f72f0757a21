/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Test_BannerInputs */

const en_payment_test_banner = /** @type {(inputs: Payment_Test_BannerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Test mode — no card is charged`)
};

/**
* | output |
* | --- |
* | "Test mode — no card is charged" |
*
* @param {Payment_Test_BannerInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_test_banner = /** @type {((inputs?: Payment_Test_BannerInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Test_BannerInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_payment_test_banner(inputs)
});