/**
 * /zh/services/palliative-care: the palliative page in Chinese (慈怀护理), section for section as
 * the English: three facts, four conditions with their shares, three approaches, six services, four
 * care settings and three steps. The shares are copied exactly, and the fire-safety advice stays
 * beside the mention of oxygen at home.
 */
import type { ServicePage } from "~/content/services/types";
import { palliativeCare as source } from "~/content/services/palliative-care";
import { chatOnWhatsApp, getCareConsultation, getFreeConsultation, lastReview, viewAllServices } from "./actions";

// Where the facts come from (the same sources as the English module):
// - World Health Organization, "Palliative care" fact sheet: palliative care improves the quality of
//   life of patients and families facing a life-threatening illness by easing pain and physical,
//   psychosocial and spiritual problems; it helps most when begun early, next to other treatment; it
//   supports families, bereavement included. It gives the shares of adults who need palliative care
//   by illness: cardiovascular 38.5%, cancer 34%, chronic respiratory 10.3% (the product's figures,
//   kept exactly), and lists kidney failure, dementia and other neurological illnesses among the
//   rest (dementia, Parkinson's disease and multiple sclerosis by name).
//   Compared on 23 November 2026 with a copy of the fact sheet at
//   https://communitymedicine4all.com/2017/08/07/who-reviews-fact-sheet-on-palliative-care-7-august-2017/:
//   the shares and the other illnesses agree. The WHO has no share for neurological illness, so that
//   card shows no percentage and the intro speaks only of percentages.
// - Agency for Integrated Care (AIC, 护联中心): where palliative care is given in Singapore (at home,
//   in day hospices, in inpatient hospices and by hospital palliative teams).
// - Home oxygen and fire (no smoking; no gas stoves, candles or joss sticks near the oxygen): the
//   sources are listed in the English COPD module, copd-care.ts.
export const palliativeCare: ServicePage = {
  slug: source.slug,
  name: "慈怀护理",
  meta: {
    title: "新加坡居家慈怀护理",
    description: "为患有重病的人士在家中提供以舒适为重的护理，也支援他们的家人，并与医生和慈怀护理团队一起合作。",
  },
  theme: source.theme,
  sharedFrame: source.sharedFrame,
  backLink: { label: "返回服务列表", to: source.backLink.to },
  hero: {
    eyebrow: "专科护理",
    title: "慈怀护理服务",
    intro: [
      "当您所爱的人患上重病，舒适和尊严最重要。慈怀护理着重减轻疼痛和其他症状，也重视病人自己在乎的事。",
      "我们的护理员在家中照顾您的亲人，陪伴您的家人一起走过，并与他们的医生和慈怀护理团队一起合作。",
    ],
    actions: [getCareConsultation, chatOnWhatsApp],
    points: ["免费咨询，不必承诺", "舒适和尊严放在第一位", "为全家人提供支援"],
  },
  sections: [
    {
      kind: "cards",
      id: "understanding-palliative-care",
      title: "认识慈怀护理",
      intro: "慈怀护理是要帮助病人尽可能活得好，而且尽可能长久地活得好。",
      columns: 3,
      cards: [
        {
          icon: "flower",
          // WHO fact sheet: better quality of life for patients and families facing a life-threatening illness.
          title: "重在生活质量",
          description: "慈怀护理减轻重病带来的疼痛和其他症状，让病人感觉舒服一些，尽量享受每一天。",
        },
        {
          icon: "calendar",
          // WHO fact sheet: works best when begun early, together with other treatment.
          title: "不只是在最后的日子",
          description: "在重病的早期就可以开始，也可以和化疗或放射治疗等治疗同时进行。它不只是临终时的护理。",
        },
        {
          icon: "users",
          // WHO fact sheet: body, mind and spirit; the family is supported too, also in bereavement.
          title: "照顾全家人",
          description: "它照顾病人的身体、心理和心灵，也支援家人，包括在亲人离世之后。",
        },
      ],
    },
    {
      kind: "details",
      id: "palliative-conditions",
      title: "我们支援的疾病",
      // The shares are the product's figures, kept exactly; the WHO fact sheet gives them as shares of the
      // adults worldwide who need palliative care, and gives none for neurological illness.
      intro:
        "慈怀护理能帮助患有各种重病的人。卡片上的百分比，是世界卫生组织公布的数据：在全球需要慈怀护理的成年人当中，患有该疾病的人所占的比例。",
      columns: 2,
      cards: [
        {
          icon: "ribbon",
          title: "癌症",
          figure: "34%",
          description: "癌症和它的治疗可能带来疼痛、疲倦、胃口差和忧虑。好好处理这些症状，能让病人感觉更像平时的自己。",
          note: {
            label: "我们的做法",
            text: "温和的日常护理，协助病人保持舒适和进食，并与肿瘤科或慈怀护理团队保持密切联系。",
          },
        },
        {
          icon: "activity",
          title: "心血管疾病",
          figure: "38.5%",
          description: "晚期心脏衰竭和其他心脏及血管疾病，可能引起喘不过气、水肿和极度疲倦。",
          note: {
            label: "我们的做法",
            text: "把日常事务分开慢慢做，调整舒适的姿势帮助呼吸和休息，留意病情变化并告诉医生。",
          },
        },
        {
          icon: "wind",
          title: "慢性呼吸系统疾病",
          figure: "10.3%",
          description: "长期肺病，例如晚期的慢性阻塞性肺病（COPD），即使在休息时也可能呼吸困难，令人害怕。",
          note: {
            label: "我们的做法",
            text: "喘不过气时在旁给予平静的支持，安排省力的日常作息，协助使用吸入器和医生处方的氧气。氧气附近绝对不可吸烟，也要让氧气远离煤气炉、蜡烛和拜神的香。",
          },
        },
        {
          icon: "brain",
          title: "神经系统疾病",
          figure: "因病而异",
          description:
            "晚期失智症、帕金森症或多发性硬化症等疾病，可能影响行动、说话、吞咽和记忆。这些疾病差别很大，所以没有列出单一的数字。",
          note: {
            label: "我们的做法",
            text: "耐心照顾，保持熟悉的日常作息，安全地协助移动和进食，也支援家人。",
          },
        },
      ],
    },
    {
      kind: "details",
      id: "palliative-approaches",
      title: "针对不同疾病的护理",
      intro: "每种疾病都有各自的需要。我们在医疗团队的指导下，按照这些需要安排护理。",
      columns: 3,
      cards: [
        {
          icon: "ribbon",
          title: "癌症慈怀护理",
          description: "在治疗期间，或当治疗不再以治愈为目标时，给予舒适和支援。",
          lists: [
            {
              title: "我们如何帮忙",
              items: ["依照医生的建议，舒缓疼痛、疲倦和恶心", "准备少量而开胃的食物和饮料", "在难熬的日子里陪伴和安慰"],
            },
          ],
        },
        {
          icon: "droplet",
          title: "肾衰竭慈怀护理",
          description: "支援肾衰竭病人，无论他们正在洗肾，还是已经和医生商量后决定不洗肾。",
          lists: [
            {
              title: "我们如何帮忙",
              items: ["遵照肾脏科团队关于饮水和饮食的建议", "温和的皮肤护理，让病人好好休息、感到舒适", "陪同去洗肾或去诊所"],
            },
          ],
        },
        {
          icon: "flower",
          title: "临终护理",
          description: "在生命的最后阶段，尽可能在您亲人希望的地方，给予安详而有尊严的护理。",
          lists: [
            {
              title: "我们如何帮忙",
              items: ["温和的个人护理、口腔护理和协助翻身", "平静、安稳地陪伴您的亲人和家人", "尊重文化和宗教方面的意愿"],
            },
          ],
        },
      ],
    },
    {
      kind: "cards",
      id: "palliative-services",
      title: "我们的慈怀护理服务",
      intro: "在家中提供实际而贴心的帮助，并与您亲人的医生和慈怀护理团队一起合作。",
      columns: 3,
      cards: [
        {
          icon: "hand-heart",
          title: "舒缓不适和症状",
          description: "我们依照慈怀护理团队的计划帮助减轻不适，出现新的症状或症状加重时，会尽快通知团队。",
        },
        {
          icon: "smile",
          title: "有尊严的个人护理",
          description: "温和地协助洗澡、穿衣、如厕和翻身，始终保护隐私、给予尊重。",
        },
        {
          icon: "pill",
          title: "药物支援",
          description: "提醒并协助病人完全依照处方服药，并为家人和医生做好清楚的记录。",
        },
        {
          icon: "heart-handshake",
          title: "情感和心灵支持",
          description: "按照您亲人的心意，花时间陪他们聊天、倾听、祈祷、回忆往事，或只是静静地坐在一起。",
        },
        {
          icon: "users",
          title: "家人和看护者支援",
          description: "为家人看护者提供喘息服务，在艰难的日子里，给您一份可以依靠的稳定力量。",
        },
        {
          icon: "stethoscope",
          title: "与医疗团队协调",
          description: "我们与医生、护士和慈怀护理团队保持联系，并陪同您的亲人去复诊。",
        },
      ],
    },
    {
      kind: "cards",
      id: "palliative-settings",
      title: "在哪里接受慈怀护理",
      // AIC: in Singapore palliative care is given at home, in day hospices, in inpatient hospices and by hospital teams.
      intro:
        "在新加坡，慈怀护理可以在好几种地方进行。您的医生或医院团队可以建议哪一种最适合您的亲人，并协助转介。我们在家中提供护理，并与这些服务互相配合。",
      columns: 4,
      cards: [
        {
          icon: "home",
          title: "居家慈怀护理",
          description: "慈怀护理团队上门探访，让病人留在熟悉的环境里，家人就在身边。",
        },
        {
          icon: "sun",
          title: "日间慈怀护理",
          description: "病人白天到日间慈怀护理中心接受护理、参加活动、和大家相处，傍晚回家。",
        },
        {
          icon: "building",
          title: "慈怀院住院护理",
          description: "当症状在家中难以控制，或需要临终护理时，入住慈怀院的病房。",
        },
        {
          icon: "hospital",
          title: "医院慈怀护理咨询",
          description: "病人住院期间，医院的慈怀护理团队为病人、家人和其他医生提供建议。",
        },
      ],
    },
    {
      kind: "steps",
      id: "palliative-care-journey",
      title: "我们如何开始",
      steps: [
        {
          title: "聆听",
          description: "我们和您及您的亲人见面，了解他们的病情、心愿，以及对他们来说最重要的事。",
        },
        {
          title: "护理计划",
          description: "我们依照医生和慈怀护理团队的建议，和您一起商定需要哪些帮助，以及什么时候提供。",
        },
        {
          title: "持续支援",
          description: "我们的护理员给予稳定而温和的照顾，并随着需要的改变，和您一起调整计划。",
        },
      ],
    },
    {
      kind: "testimonials",
      id: "palliative-testimonials",
      title: "家属怎么说",
      items: [
        {
          name: "W. L.",
          role: "客户的妻子",
          content: "我丈夫在最后几个月想留在家里。护理员对他很温柔，对我们全家也很有耐心。我们一家人能够一起度过那段时光。",
          rating: 5,
          sample: true,
        },
      ],
    },
  ],
  cta: {
    title: "您需要我们的时候，我们就在这里",
    text: "和我们谈谈您亲人的需要和心愿。我们会聆听、解答您的疑问，并建议合适的支援。咨询是免费的。",
    actions: [getFreeConsultation, viewAllServices],
  },
  review: {
    ...lastReview,
    sources: [
      {
        name: "世界卫生组织：慈怀护理概况",
        url: "https://www.who.int/news-room/fact-sheets/detail/palliative-care",
      },
      { name: "护联中心（AIC）", url: "https://www.aic.sg" },
    ],
  },
};
