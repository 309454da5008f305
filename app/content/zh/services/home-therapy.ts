/**
 * /zh/services/home-therapy: the home therapy page in Chinese (居家复健), section for section as the
 * English: four reasons, physical, occupational and speech therapy with six services each, four
 * programmes, twelve conditions, two family quotes and four steps.
 */
import type { ServicePage } from "~/content/services/types";
import type { Action } from "~/content/types";
import { homeTherapy as source } from "~/content/services/home-therapy";
import { callUs, chatOnWhatsApp } from "./actions";

// Where the facts come from (the same sources as the English module):
// - Agency for Integrated Care (AIC, 护联中心), "Community Rehabilitation"
//   (https://aic.sg/Care-Services/Community-Rehabilitation): physiotherapy helps with movement, such as
//   walking again after a stroke; speech therapy helps with speech and swallowing; therapy supports
//   seniors recovering from a stroke, a heart condition or a fracture.
// - AIC, mosAIC, "Occupational Therapy at Home" (https://aic-mosaic.sg/2019/12/20/occupational-therapy-at-home/):
//   occupational therapy looks for practical ways to get through daily life with physical or thinking difficulties.
// - WHO, "Falls" fact sheet (https://www.who.int/news-room/fact-sheets/detail/falls): for older people,
//   strength and balance training and a check of the home for hazards help prevent falls.

/** The booking button, in the hero and again at the foot of the page. */
const scheduleAssessment = { kind: "consultation", label: "预约评估" } as const satisfies Action;

export const homeTherapy: ServicePage = {
  slug: source.slug,
  name: "居家复健",
  meta: {
    title: "新加坡居家复健服务",
    description: "在新加坡提供上门的物理治疗、职能治疗和言语治疗，帮助您的亲人恢复体力、信心和自理能力。",
  },
  theme: source.theme,
  sharedFrame: source.sharedFrame,
  hero: {
    badge: "居家复健",
    title: "居家复健服务",
    intro: [
      "中风、跌倒、动手术或久病之后，日常小事也可能变得困难。治疗能帮助您的亲人重新活动、处理日常事务，并更安全地说话和吞咽。",
      "我们的治疗师会上门服务，让练习在最需要的地方进行：就在您亲人自己的卧房、浴室和厨房里。",
    ],
    actions: [scheduleAssessment, chatOnWhatsApp],
    points: ["物理治疗、职能治疗和言语治疗", "在您自己家中进行", "免费咨询，不必承诺"],
  },
  sections: [
    {
      kind: "cards",
      id: "benefits",
      title: "为什么在家做治疗更有帮助",
      intro: "您的亲人要在家里自己打理生活，所以家里正是练习的好地方。",
      columns: 4,
      cards: [
        {
          icon: "home",
          title: "在真实生活中练习",
          description: "用您亲人自己的床、椅子、淋浴间和台阶来练习，新学会的本领可以直接用在日常生活中。",
        },
        {
          icon: "clock",
          title: "不必辛苦奔波",
          description: "不用出门，也不用在候诊室等。您的亲人可以把体力留给治疗本身。",
        },
        {
          icon: "users",
          title: "家人也可以参与",
          description: "家人和外籍家政工（女佣）可以学会在两次治疗之间，如何安全地协助练习。",
        },
        {
          icon: "clipboard-list",
          title: "以他们在乎的事为目标",
          description: "我们一起定下目标，例如走路去巴刹，或安全地吃一顿喜欢的饭菜，并跟进进展。",
        },
      ],
    },
    {
      kind: "cards",
      id: "therapy-services",
      title: "我们的治疗服务",
      intro: "三种治疗，依照您亲人的需要来安排。",
      columns: 3,
      cards: [
        {
          icon: "activity",
          title: "物理治疗",
          // AIC, "Community Rehabilitation": physiotherapy deals with movement problems left by illness or injury.
          description: "也叫理疗。帮助您的亲人在生病或受伤后活动、走路，并保持平稳。",
          items: [
            "手臂和腿部的肌力运动",
            "平衡训练",
            "走路练习，以及助行器具的建议",
            "安全上下床、坐下和起身的方法",
            "舒缓僵硬、保持关节灵活的运动",
            "简单的居家运动计划，在两次治疗之间做",
          ],
        },
        {
          icon: "hand-heart",
          title: "职能治疗",
          // AIC, mosAIC, "Occupational Therapy at Home": practical, personal solutions for daily tasks.
          description: "帮助您的亲人重新处理日常事务，例如穿衣、洗澡和煮饭，方法配合他们的能力。",
          items: [
            "练习穿衣、洗澡和吃饭",
            "居家安全检查",
            "关于扶手和淋浴椅等辅助器具的建议",
            "锻炼手部和手臂，方便处理日常事务",
            "记忆和思考活动",
            "一天当中节省体力的小贴士",
          ],
        },
        {
          icon: "message-circle",
          title: "言语治疗",
          // AIC, "Community Rehabilitation": speech therapy deals with swallowing and speech problems, after a stroke for example.
          description: "帮助说话、理解和吞咽，例如在中风之后。",
          items: [
            "说话和语言练习",
            "吞咽检查和练习",
            "建议较安全的食物和饮料质地",
            "发声练习",
            "其他沟通方式，例如图片板",
            "指导家人如何与病人交谈",
          ],
        },
      ],
    },
    {
      kind: "cards",
      id: "specialised-programmes",
      title: "专科复健计划",
      intro: "针对常见的复健需要而设的专门计划，规划时会考虑您亲人的医生的意见。",
      columns: 4,
      cards: [
        {
          icon: "activity",
          title: "心脏复健",
          description: "在心脏病发作、心脏手术或心脏衰竭之后，以医生同意的速度，一步一步做温和的活动。",
        },
        {
          icon: "brain",
          title: "神经复健",
          description: "在中风之后，或患有帕金森症等疾病时提供支援，帮助活动、处理日常事务和说话。",
        },
        {
          icon: "accessibility",
          title: "骨科复健",
          description: "在骨折或髋关节、膝关节置换手术后帮助康复，重建肌力，有信心地走路。",
        },
        {
          icon: "shield-check",
          // WHO, "Falls" fact sheet: strength and balance training and checking the home for hazards prevent falls.
          title: "预防跌倒",
          description: "做肌力和平衡运动，并检查家中有没有容易绊倒的东西、光线不足的地方，以及需要安装扶手的位置。",
        },
      ],
    },
    {
      kind: "checklist",
      id: "conditions",
      title: "我们治疗的病症",
      intro: "我们的治疗师为患有以下病症，或正在从以下病症康复的人士提供治疗：",
      items: [
        "中风",
        "帕金森症",
        "髋关节或膝关节置换",
        "骨折，例如髋部骨折",
        "关节炎和关节疼痛",
        "背痛和颈痛",
        "心脏病和心脏手术",
        "慢性阻塞性肺病（COPD）和其他长期肺病",
        "失智症和记忆问题",
        "平衡差或常常跌倒",
        "住院后身体虚弱",
        "吞咽困难",
      ],
    },
    {
      kind: "testimonials",
      id: "testimonials",
      title: "家属怎么说",
      items: [
        {
          name: "J.W.",
          role: "客户的儿子",
          content: "妈妈动了髋关节手术后，很怕走路。治疗师每个星期在家里陪她练习，现在她可以自己走到厨房了。",
          rating: 5,
          sample: true,
        },
        {
          name: "P.S.",
          role: "客户的女儿",
          content: "言语治疗师教我们家的女佣怎样为爸爸安全地准备饮料。现在吃饭时大家都轻松多了，他也重新享受用餐。",
          rating: 5,
          sample: true,
        },
      ],
    },
    {
      kind: "steps",
      id: "treatment-process",
      title: "我们的治疗流程",
      steps: [
        {
          title: "上门评估",
          description: "治疗师上门探访，和您的亲人及家人谈谈，看看他们在家中如何活动和生活。",
        },
        {
          title: "定下目标和治疗计划",
          description: "我们一起定下清楚、实际的目标，并参考医生的建议，安排治疗的种类和次数。",
        },
        {
          title: "进行治疗",
          description: "定期在家中进行治疗，并教您的亲人一些简单的运动，在两次治疗之间练习。",
        },
        {
          title: "检讨进展，计划下一步",
          description: "我们对照目标检讨进展，更新计划，并清楚告诉您接下来怎么做。",
        },
      ],
    },
  ],
  cta: {
    title: "在家迈出第一步",
    text: "联系我们，我们会安排评估，并建议适合您亲人的治疗计划。第一次咨询是免费的。",
    actions: [scheduleAssessment, callUs],
  },
};
