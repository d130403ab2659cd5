import type { Messages } from "~/locales/en";

type Plural = "zero" | "one" | "two" | "few" | "many" | "other";
type Base<K extends string> = K extends `${infer B}_${Plural}` ? B | K : K;
type Leaves<T, P extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? Base<`${P}${K}`> : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every key of the messages, plural forms also by their base ("header.cartCount"). */
export type MessageKey = Leaves<Messages>;
