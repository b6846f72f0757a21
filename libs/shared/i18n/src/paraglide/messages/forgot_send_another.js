/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forgot_Send_AnotherInputs */

const en_forgot_send_another = /** @type {(inputs: Forgot_Send_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`send another link`)
};

/**
* | output |
* | --- |
* | "send another link" |
*
* @param {Forgot_Send_AnotherInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const forgot_send_another = /** @type {((inputs?: Forgot_Send_AnotherInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forgot_Send_AnotherInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_forgot_send_another(inputs)
});