/** The nine page illustrations, described in Chinese; the pictures are the English pages' own. */
import type { ImageSlot } from "~/content/types";
import { illustrations as source } from "../illustrations";

/** The same picture with a description in Chinese. */
function described(image: ImageSlot, alt: string): ImageSlot {
  return { ...image, alt };
}

export const illustrations = {
  homeHero: described(source.homeHero, "一名面带笑容的护理员坐在家中沙发上，握着身旁一位年长女士的手，旁边是洒满阳光的窗户和一盆植物。"),
  aboutHero: described(source.aboutHero, "三名护理员站在一起，前面是一对并肩坐在沙发上、手牵着手的年长夫妇。"),
  stayInModel: described(source.stayInModel, "三位年长住户在温馨的饭厅里围着长桌一起用餐，一名护理员端来一壶茶。"),
  servicesHero: described(source.servicesHero, "一名拄着拐杖的年长男士从扶手椅上站起来，护理员扶着他的手臂。"),
  locationsHero: described(source.locationsHero, "地图标记指着新加坡一个绿树成荫、组屋林立的住宅区。"),
  testimonialsHero: described(source.testimonialsHero, "坐在扶手椅上的祖母握着孙女的手，儿子把手搭在她的肩上。"),
  contactHero: described(source.contactHero, "一位年长女士靠在扶手椅上，笑着讲电话，身旁放着一杯茶。"),
  faqHero: described(source.faqHero, "护理员坐在桌旁，指着一份打开的小册子，向一位家属逐项讲解。"),
  notFound: described(source.notFound, "一条弯弯曲曲的小路穿过青翠的山丘，路旁立着一块空白的路牌。"),
} satisfies Record<keyof typeof source, ImageSlot>;
