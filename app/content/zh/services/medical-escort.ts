/**
 * The Chinese /services/medical-escort page, section for section as the English module: 4 kinds
 * of visit, the 9 things the escort does, 3 steps to book, 6 questions, 1 testimonial and a
 * closing call to action. Booking 24-48 hours ahead is the spec's fixed notice (section 9).
 */
import type { ServicePage } from "~/content/services/types";
import { chatOnWhatsApp, freeCareConsultation } from "~/content/zh/services/actions";
// Sources: none, as for the English page. It describes the service and makes no health claims.

export const medicalEscort: ServicePage = {
  slug: "medical-escort",
  name: "陪同就医",
  meta: {
    title: "新加坡陪同就医服务",
    description: "护理员陪同您的家人到诊所和医院看病，当天在旁协助，并让家属知道情况。请提前24至48小时预约。",
  },
  theme: "default",
  sharedFrame: true,
  hero: {
    eyebrow: "居家护理服务",
    title: "陪同就医服务",
    intro: [
      "到医院和诊所看病，过程可能又长又累，对年长者来说更是如此。我们的护理员从出门到回家都陪着您的家人，不让他们独自一人。",
      "我们当天在旁协助，仔细聆听医生的话，并让家属知道看病的情况。",
    ],
    actions: [freeCareConsultation, chatOnWhatsApp],
    points: ["从家里出发，再送回家", "记下医生看诊时说的话", "请提前24至48小时预约"],
  },
  sections: [
    {
      kind: "cards",
      title: "我们可以陪同的就诊",
      intro: "大多数医疗预约，我们的陪同人员都可以陪您的家人去。",
      columns: 4,
      cards: [
        {
          icon: "stethoscope",
          title: "诊所看病",
          description: "到家庭医生、综合诊疗所或专科诊所看诊和检查。",
        },
        {
          icon: "hospital",
          title: "化验与扫描",
          description: "验血、照X光、扫描和其他检查，包括中间等候的时间。",
        },
        {
          icon: "calendar",
          title: "定期治疗",
          description: "需要重复前往的就诊，例如复健疗程或治疗日；我们会尽量安排同一位熟悉的人陪同。",
        },
        {
          icon: "home",
          title: "出院回家",
          description: "出院当天帮忙收拾东西、领药，并安全回到家。",
        },
      ],
    },
    {
      kind: "checklist",
      title: "陪同人员会做什么",
      intro: "预约当天，我们的护理员可以协助以下每一件事。",
      items: [
        "协助您的家人做好准备，准时出门",
        "陪同前往就诊地点，再一起回家",
        "协助登记和拿排队号码",
        "候诊时陪伴他们",
        "协助走路、安全移动或使用轮椅",
        "如果您的家人愿意，陪同进入诊室",
        "记下医生说的话和任何新的嘱咐",
        "到药房领药，并在付款柜台帮忙",
        "看诊后通过电话或信息，向家属汇报情况",
      ],
    },
    {
      kind: "steps",
      title: "如何预约陪同就医",
      steps: [
        {
          title: "告诉我们预约的详情",
          description: "打电话或发 WhatsApp 信息给我们，告诉我们日期、时间和地点。请提前24至48小时预约，方便我们妥善安排。",
        },
        {
          title: "和您一起安排当天的行程",
          description: "我们会和您商定接送时间、您家人的交通方式，以及需要协助的事项，例如轮椅。",
        },
        {
          title: "我们一起出发",
          description: "从您的家人出门那一刻到回到家，我们的护理员都会陪在身边，之后再告诉您情况。",
        },
      ],
    },
    {
      kind: "faq",
      title: "关于陪同就医的问题",
      items: [
        {
          question: "需要提前多久预约？",
          answer:
            "我们建议提前24至48小时预约，让我们有时间安排合适的护理员，并计划行程。如果预约的时间更近，也请照样打电话给我们，我们会尽力帮忙。",
        },
        {
          question: "我母亲坐轮椅，你们也能帮忙吗？",
          answer: "可以。预约时，请告诉我们您的家人平时怎样行动。我们的护理员会协助走路、移位和轮椅，我们也会安排适合他们的交通方式。",
        },
        {
          question: "陪同人员会跟着进诊室见医生吗？",
          answer:
            "只有在您的家人希望时才会。有些人喜欢有人在诊室里陪着，有些人则希望保有隐私。无论哪一种，护理员都会在附近，随时准备帮忙。",
        },
        {
          question: "陪同人员可以做医疗决定或给予建议吗？",
          answer:
            "不可以。护理方面的决定，始终由您的家人本人、家属和医生来做。我们的护理员会帮您的家人听明白医生说的话，并把它记下来，以免遗漏。",
        },
        {
          question: "如果看诊拖延了，怎么办？",
          answer: "诊所和医院常常会延误。我们的护理员会一直陪着您的家人，直到他们安全到家。如果看诊比预计的时间长很多，我们会联络您。",
        },
        {
          question: "家属怎样知道看诊的情况？",
          answer: "看诊后，护理员会打电话或发信息给您，简单汇报：医生说了什么、药物有没有改变，以及下次预约的日期。",
        },
      ],
    },
    {
      kind: "testimonials",
      title: "家属的心声",
      items: [
        {
          name: "S.L.",
          role: "客户的女儿",
          content: "爸爸每次看医生，我不可能都请假陪他去。知道有个好心的人陪在他身边，事后又收到清楚的信息，我心里的大石头终于放下了。",
          rating: 5,
          sample: true,
        },
      ],
    },
  ],
  cta: {
    title: "需要有人陪您的家人去看医生吗？",
    text: "告诉我们预约的详情，我们会和您一起安排当天的行程。咨询是免费的。",
    actions: [freeCareConsultation, chatOnWhatsApp],
  },
};
