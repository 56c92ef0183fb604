# One image for every role; docker-compose.yml picks the role with `command`.

# The web console's static build (console/dist), served by the gateway under /console.
FROM node:20-bookworm-slim AS console
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts
COPY console ./console
COPY sdk ./sdk
RUN npm run build:console

FROM node:20-bookworm-slim
WORKDIR /app
# tsx runs the TypeScript directly, so the services need no build step.
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force
COPY . .
COPY --from=console /app/console/dist ./console/dist
USER node
EXPOSE 8080
CMD ["node", "--import", "tsx", "services/gateway/main.ts"]
